import CCairo

/// A surface that a translucent group is drawn into before it is composited, with a pattern to
/// composite it by, both kept for the rasteriser's life.
final class GroupSurface {
    let surface: CairoSurface
    let pattern: OpaquePointer

    init(pixelWidth: Int, pixelHeight: Int, fontOptions: FontOptions) throws(CanvasError) {
        surface = try CairoSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        guard let pattern = cairo_pattern_create_for_surface(surface.surface) else { throw .cairo("no pattern") }
        self.pattern = pattern
        cairo_set_font_options(surface.context, fontOptions.pointer)
    }

    deinit {
        cairo_pattern_destroy(pattern)
    }
}

/// Cairo font options for drawing glyphs as they were measured: unhinted outlines at their exact
/// positions, greyscale antialiasing.
final class FontOptions {
    let pointer: OpaquePointer

    init() {
        pointer = cairo_font_options_create()
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}
