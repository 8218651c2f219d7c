/// The style sheet and script of the HTML player, inlined into every page so it needs no network
/// and no other file.
enum HTMLPlayerAssets {
    /// The page's style sheet. Node elements are absolutely positioned boxes; every node has a
    /// `z-index`, so each is a stacking context like a Core Animation layer and siblings paint in
    /// the timeline's order. The border layer sits above the children, as Core Animation draws it.
    static let styleSheet = """
    :root { color-scheme: light; --label-width: 220px; }
    body { margin: 0; padding: 20px 24px 32px; font: 13px 'DejaVu Sans', sans-serif; color: #222; background: #f4f5f7; }
    h1 { font-size: 16px; font-weight: 600; margin: 0 0 12px; }
    #morph-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin-bottom: 14px; }
    #morph-controls button { font: inherit; min-width: 64px; padding: 4px 10px; border: 1px solid #b8bcc4; border-radius: 6px; background: #fff; cursor: pointer; }
    #morph-controls button:disabled, #morph-controls input:disabled, #morph-controls select:disabled { opacity: 0.5; cursor: default; }
    #morph-scrubber { flex: 1 1 260px; min-width: 160px; }
    #morph-time { font-variant-numeric: tabular-nums; min-width: 15em; }
    #morph-controls label { display: inline-flex; align-items: center; gap: 4px; }
    #morph-stage-frame { display: inline-block; background: #fff; box-shadow: 0 0 0 1px #c9ccd2, 0 2px 8px rgba(0, 0, 0, 0.08); margin-bottom: 18px; }
    #morph-stage { position: relative; overflow: hidden; }
    #morph-stage .morph-node { position: absolute; box-sizing: border-box; margin: 0; padding: 0; }
    #morph-stage .morph-border { position: absolute; left: 0; top: 0; right: 0; bottom: 0; box-sizing: border-box; border-style: solid; pointer-events: none; z-index: 1000000; }
    #morph-stage .morph-text { position: absolute; left: 0; top: 0; overflow: visible; z-index: 0; }
    #morph-stage .morph-image { position: absolute; left: 0; top: 0; right: 0; bottom: 0; border-radius: inherit; background-repeat: no-repeat; background-position: center; z-index: 0; }
    #morph-empty { padding: 12px; color: #666; }
    #morph-tracks { position: relative; background: #fff; border: 1px solid #d5d8de; border-radius: 6px; padding: 8px 0; max-width: 1100px; }
    #morph-tracks h2 { font-size: 13px; font-weight: 600; margin: 0 12px 6px; }
    .morph-legend { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 12px 8px; color: #555; }
    .morph-legend span::before { content: ''; display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px; border-radius: 2px; background: var(--swatch); }
    .morph-track { display: flex; align-items: stretch; height: var(--row, 30px); border-top: 1px solid #eef0f3; }
    .morph-track-label { flex: 0 0 var(--label-width); box-sizing: border-box; padding: 0 8px 0 12px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; line-height: var(--row, 30px); cursor: pointer; }
    .morph-track.inspected .morph-track-label { font-weight: 600; }
    .morph-track-label .morph-track-id { color: #888; margin-left: 6px; font-size: 11px; }
    .morph-track-lane { position: relative; flex: 1 1 auto; margin-right: 12px; cursor: pointer; }
    .morph-presence { position: absolute; top: 3px; bottom: 3px; min-width: 2px; background: #e6e8ec; border-radius: 3px; }
    .morph-activity { position: absolute; height: 3px; min-width: 2px; border-radius: 1px; }
    .morph-marker { position: absolute; top: 1px; bottom: 1px; width: 2px; margin-left: -1px; }
    .morph-marker.enter { background: #1a9850; }
    .morph-marker.exit { background: #d73027; }
    #morph-inspector { background: #fff; border: 1px solid #d5d8de; border-radius: 6px; padding: 8px 12px; margin-top: 14px; max-width: 1076px; }
    #morph-inspector h2 { font-size: 13px; font-weight: 600; margin: 0 0 6px; }
    #morph-inspector h2 span { font-weight: 400; color: #666; }
    #morph-properties { border-collapse: collapse; font-variant-numeric: tabular-nums; }
    #morph-properties th { text-align: left; font-weight: 400; color: #555; padding: 1px 16px 1px 0; }
    #morph-properties td { padding: 1px 0; }
    #morph-playhead { position: absolute; top: 0; bottom: 0; width: 1px; background: #d62728; pointer-events: none; left: calc(var(--label-width) + (100% - var(--label-width) - 12px) * var(--p, 0)); }
    """

    /// The player's script: builds one Web Animations `Animation` per element and property group
    /// from the embedded samples (one keyframe per sample, `offset = time / duration`), keeps them
    /// paused, and drives them all from one clock — ticked by animation frames, or by a timer where
    /// frames are starved — so they can never drift apart; wires the controls and the property
    /// inspector; honours `?t=SECONDS`; and exposes `window.__morphBoxes()`,
    /// `window.__morphSeek(t)` and `window.__morphInspect(label)` for tests, writing the boxes into
    /// `#morph-boxes` after a `?t=` seek.
    static let script = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('morph-data').textContent);
      var times = data.times;
      var duration = data.duration;
      // Presence and paint order switch at the samples; a seek to a sample's time must land on that
      // sample even when the browser rounds times (to microseconds), so discrete changes happen
      // this much early and sample lookups allow this much slack.
      var EPSILON = 2e-6;
      var LENGTHS = { left: 1, top: 1, width: 1, height: 1, borderRadius: 1, borderWidth: 1 };
      var stage = document.getElementById('morph-stage');
      var elements = [];
      Array.prototype.forEach.call(stage.querySelectorAll('[data-el]'), function (el) { elements[Number(el.getAttribute('data-el'))] = el; });
      var animations = [];
      var canAnimate = times.length > 1 && duration > 0 && typeof Element.prototype.animate === 'function';

      function keyframes(series, discrete) {
        var names = Object.keys(series);
        var frames = [];
        var previous = 0;
        for (var i = 0; i < times.length; i++) {
          var offset = discrete && i > 0 ? (times[i] - EPSILON) / duration : times[i] / duration;
          offset = Math.min(Math.max(offset, previous), 1);
          previous = offset;
          var frame = { offset: offset, easing: discrete ? 'step-end' : 'linear' };
          for (var n = 0; n < names.length; n++) {
            var value = series[names[n]][i];
            frame[names[n]] = LENGTHS[names[n]] ? value + 'px' : String(value);
          }
          frames.push(frame);
        }
        // Without keyframes at offsets 0 and 1 the browser would blend towards the inline style
        // there; hold the first and last samples instead.
        if (frames.length && frames[0].offset > 0) {
          var first = Object.assign({}, frames[0]);
          first.offset = 0;
          frames.unshift(first);
        }
        if (frames.length && frames[frames.length - 1].offset < 1) {
          var last = Object.assign({}, frames[frames.length - 1]);
          last.offset = 1;
          frames.push(last);
        }
        return frames;
      }

      function animate(target, series, discrete) {
        if (!canAnimate || !target || !series || Object.keys(series).length === 0) return;
        var animation = target.animate(keyframes(series, discrete), { duration: duration * 1000, fill: 'both' });
        animation.pause();
        animations.push(animation);
      }

      function directChildren(el, className) {
        return Array.prototype.filter.call(el.children, function (child) { return child.classList.contains(className); });
      }

      data.elements.forEach(function (spec, index) {
        var el = elements[index];
        animate(el, spec.node, false);
        animate(el, spec.discrete, true);
        directChildren(el, 'morph-border').forEach(function (border) { animate(border, spec.border, false); });
        var texts = directChildren(el, 'morph-text');
        texts.forEach(function (text, variant) {
          if (spec.textColor) animate(text, { color: spec.textColor }, false);
          if (spec.textVariant) animate(text, { opacity: spec.textVariant.map(function (v) { return v === variant ? 1 : 0; }) }, true);
        });
        directChildren(el, 'morph-image').forEach(function (image, variant) {
          if (spec.imageVariant) animate(image, { opacity: spec.imageVariant.map(function (v) { return v === variant ? 1 : 0; }) }, true);
        });
      });

      var scrubber = document.getElementById('morph-scrubber');
      var playButton = document.getElementById('morph-play');
      var previousButton = document.getElementById('morph-previous');
      var nextButton = document.getElementById('morph-next');
      var speedControl = document.getElementById('morph-speed');
      var loopControl = document.getElementById('morph-loop');
      var timeLabel = document.getElementById('morph-time');
      var tracks = document.getElementById('morph-tracks');
      var propertyTable = document.getElementById('morph-properties');
      var inspectedLabel = document.getElementById('morph-inspected');
      var current = 0, playing = false, lastTick = null, inspected = null;

      function sampleIndex(t) {
        if (times.length === 0) return -1;
        var low = 0, high = times.length - 1;
        while (low < high) {
          var middle = (low + high + 1) >> 1;
          if (times[middle] <= t + EPSILON) low = middle; else high = middle - 1;
        }
        return low;
      }

      function isPresent(index, sample) {
        return data.elements[index].presence.some(function (run) { return sample >= run[0] && sample <= run[1]; });
      }

      function updateControls() {
        scrubber.value = String(current);
        var sample = sampleIndex(current);
        timeLabel.textContent = current.toFixed(3) + ' s / ' + duration.toFixed(3) + ' s \\u00b7 frame ' + Math.max(sample, 0) + ' of ' + Math.max(times.length - 1, 0);
        playButton.textContent = playing ? 'Pause' : 'Play';
        if (tracks) tracks.style.setProperty('--p', duration > 0 ? String(current / duration) : '0');
        updateInspector();
      }

      // The inspector: every view property of the inspected layer at the current sample, in the
      // table's order, from the data (which holds them all, whatever the table lists).
      function valueText(value) {
        if (Array.isArray(value)) return '(' + value.map(function (v) { return String(v); }).join(', ') + ')';
        return String(value);
      }

      function updateInspector() {
        if (!propertyTable || inspected === null) return;
        var sample = sampleIndex(current);
        var index = -1;
        data.elements.forEach(function (spec, i) { if (index < 0 && spec.id === inspected && isPresent(i, sample)) index = i; });
        while (propertyTable.firstChild) propertyTable.removeChild(propertyTable.firstChild);
        if (index < 0) {
          inspectedLabel.textContent = '— ' + inspected + ' is not on screen';
          return;
        }
        var spec = data.elements[index];
        inspectedLabel.textContent = '— ' + spec.name + ' (' + spec.id + ') at sample ' + sample;
        data.propertyNames.forEach(function (name) {
          var track = spec.properties[name];
          if (!track) return;
          var row = propertyTable.insertRow();
          var header = document.createElement('th');
          header.textContent = name;
          row.appendChild(header);
          row.insertCell().textContent = valueText(track.samples ? track.samples[Math.max(sample, 0)] : track.value);
        });
      }

      function inspect(id) {
        inspected = id;
        Array.prototype.forEach.call(document.querySelectorAll('.morph-track'), function (row) {
          row.classList.toggle('inspected', row.getAttribute('data-track-id') === id);
        });
        updateInspector();
      }

      function seek(t) {
        var time = Number(t);
        current = Math.min(Math.max(isFinite(time) ? time : 0, 0), duration);
        for (var i = 0; i < animations.length; i++) animations[i].currentTime = current * 1000;
        updateControls();
        return current;
      }

      // Animation frames drive playback; a slower timer keeps the clock going where frames are
      // starved (a headless browser under load, a hidden tab). Whichever comes first ticks and
      // cancels the other, so one loop runs however often play() is called. Both read the same
      // clock, performance.now(): a frame's timestamp is when the frame began, which can be earlier
      // than a timer tick just before it, and mixing the two would count that stretch twice.
      var frameRequest = null, fallbackTimer = null, played = 0;

      function requestTick() {
        cancelTick();
        frameRequest = requestAnimationFrame(onTick);
        fallbackTimer = setTimeout(onTick, 100);
      }

      function cancelTick() {
        if (frameRequest !== null) cancelAnimationFrame(frameRequest);
        if (fallbackTimer !== null) clearTimeout(fallbackTimer);
        frameRequest = null;
        fallbackTimer = null;
      }

      function onTick() {
        cancelTick();
        tick(performance.now());
      }

      function tick(now) {
        if (!playing) return;
        if (lastTick !== null) {
          var advance = Math.max(now - lastTick, 0) / 1000 * Number(speedControl.value);
          var next = current + advance;
          if (next >= duration) {
            if (loopControl.checked && duration > 0) {
              next = next % duration;
            } else {
              advance = duration - current;
              next = duration;
              playing = false;
            }
          }
          seek(next);
          // How much timeline time has played since the page opened, for tests and tools.
          played += advance;
          document.documentElement.setAttribute('data-morph-played', played.toFixed(3));
        }
        lastTick = now;
        if (playing) requestTick();
      }

      function play() {
        if (duration <= 0) return;
        if (current >= duration) seek(0);
        playing = true;
        lastTick = null;
        updateControls();
        requestTick();
      }

      function pause() {
        playing = false;
        cancelTick();
        updateControls();
      }

      function step(delta) {
        pause();
        var sample = Math.min(Math.max(sampleIndex(current) + delta, 0), times.length - 1);
        if (sample >= 0) seek(times[sample]);
      }

      function boxes() {
        var origin = stage.getBoundingClientRect();
        var sample = sampleIndex(current);
        var result = [];
        data.elements.forEach(function (spec, index) {
          if (!isPresent(index, sample)) return;
          var el = elements[index];
          var box = el.getBoundingClientRect();
          result.push({
            id: spec.id,
            name: spec.name,
            x: box.left - origin.left,
            y: box.top - origin.top,
            width: box.width,
            height: box.height,
            visible: getComputedStyle(el).visibility === 'visible'
          });
        });
        var stageBox = { x: origin.left, y: origin.top, width: origin.width, height: origin.height };
        return { time: current, sample: sample, stage: stageBox, boxes: result };
      }

      function publishBoxes() {
        var output = document.getElementById('morph-boxes');
        output.textContent = JSON.stringify(boxes()).replace(/</g, '\\\\u003c');
      }

      window.__morphBoxes = boxes;
      window.__morphInspect = inspect;
      window.__morphSeek = function (t) { pause(); var time = seek(t); publishBoxes(); return time; };

      playButton.addEventListener('click', function () { if (playing) pause(); else play(); });
      previousButton.addEventListener('click', function () { step(-1); });
      nextButton.addEventListener('click', function () { step(1); });
      // Read the value before pausing: pause() redraws the controls, which resets the scrubber.
      scrubber.addEventListener('input', function () { var t = scrubber.value; pause(); seek(t); });
      document.addEventListener('keydown', function (event) {
        if (event.target && /^(INPUT|SELECT|BUTTON)$/.test(event.target.tagName) && event.key !== ' ') return;
        if (event.key === ' ') { event.preventDefault(); if (playing) pause(); else play(); }
        else if (event.key === 'ArrowLeft') step(-1);
        else if (event.key === 'ArrowRight') step(1);
      });
      Array.prototype.forEach.call(document.querySelectorAll('.morph-track'), function (row) {
        var label = row.querySelector('.morph-track-label');
        if (label) label.addEventListener('click', function () { inspect(row.getAttribute('data-track-id')); });
      });
      Array.prototype.forEach.call(document.querySelectorAll('.morph-track-lane'), function (lane) {
        lane.addEventListener('click', function (event) {
          var box = lane.getBoundingClientRect();
          pause();
          seek(box.width > 0 ? (event.clientX - box.left) / box.width * duration : 0);
        });
      });
      if (duration <= 0) [playButton, previousButton, nextButton, scrubber].forEach(function (control) { control.disabled = true; });

      var requested = new URLSearchParams(location.search).get('t');
      if (requested !== null && requested.trim() !== '' && isFinite(Number(requested))) {
        seek(Number(requested));
        publishBoxes();
      } else {
        seek(0);
        if (data.autoplay) play();
      }
      document.documentElement.setAttribute('data-morph-ready', 'true');
    })();
    """
}
