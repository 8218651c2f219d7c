#!/usr/bin/env python3
"""Writes cases.json: the text-shaping conformance corpus with HarfBuzz's own shaping of each string.

Run from anywhere (needs `hb-shape`, Debian's libharfbuzz-bin, and the fonts of
fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji):

    python3 Tests/MorphTests/Fixtures/TextShaping/generate.py

Each case is shaped with

    hb-shape --font-file=FILE --face-index=INDEX --font-size=round(SIZE*1024) --language=und
             --utf8-clusters --output-format=json --no-glyph-names --text=TEXT

that is, at 1,024 units per point (Morph's shaping scale), with HarfBuzz's OpenType font functions
(hb-shape's default), script and direction guessed from the text (every string is in one script
and one direction), and clusters as UTF-8 offsets. The test compares Morph's glyph runs with these
glyph ids, clusters, advances and offsets, so it needs no hb-shape at run time; each font file's
size and SHA-256 are recorded so that a machine with other font versions gets a clear message
instead of wrong expectations.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
NOTO = "/usr/share/fonts/truetype/noto/"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

# (script, family as fontconfig names it, font file, face index, sizes, strings)
GROUPS = [
    ("Latin", "DejaVu Sans", DEJAVU + "DejaVuSans.ttf", 0, [12, 17], [
        "Hello, World!", "AVATAR", "Typography", "WAVE To.", "fi fl ffi ffl", "office efficient",
        "The quick brown fox jumps over the lazy dog", "naïve café déjà vu", "Ångström",
        "e\u0301 a\u0308 o\u0302", "x\u0323\u0302", "Yo-yo", "LT.AV.Wa.Ye", "Ta Te To Tu Ty",
        "1234567890", "(parentheses) [brackets] {braces}", "«quotes» “curly” ‘single’", "ÆØÅ æøå ß",
        "Łódź Kraków", "Příliš žluťoučký kůň", "Tiếng Việt", "ǅ ǈ ǋ", "100% — 50‰ … ¶ § ©",
        "Kerning: AT AY AW Av Aw Ay", "LY LT L' P. F, V. W. Y.", "Sign up to get started with Morph today",
        "  leading and trailing  ", "a  b   c", "well-known", "Morph", "Layout transitions",
    ]),
    ("Latin", "DejaVu Serif", DEJAVU + "DejaVuSerif.ttf", 0, [14], [
        "Hello, World!", "fi ffl office", "AVATAR WAVE", "Typography: Yo-yo.", "naïve café",
        "The quick brown fox", "Ångström Ærø", "Quantum", "Waltz, bad nymph, for quick jigs vex!",
    ]),
    ("Latin", "DejaVu Sans Mono", DEJAVU + "DejaVuSansMono.ttf", 0, [12], [
        "mono space", "AVATAR", "fi ffl", "for i in 0..<10 { print(i) }",
    ]),
    ("Cyrillic", "DejaVu Sans", DEJAVU + "DejaVuSans.ttf", 0, [12, 20], [
        "Привет, мир!", "Съешь же ещё этих мягких французских булок, да выпей чаю", "Кириллица",
        "Ёлка", "Україна", "Беларусь", "Српски језик", "ґ є і ї", "Й й и\u0306", "Щука", "Жизнь",
        "Москва", "ВАТА ГОТОВО", "Ъ Ь Ы Э Ю Я",
    ]),
    ("Greek", "DejaVu Sans", DEJAVU + "DejaVuSans.ttf", 0, [12, 15], [
        "Γειά σου Κόσμε", "Ελληνικά", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", "ἀρχή", "Ἀθῆναι",
        "ω\u0301 α\u0313\u0301", "Φιλοσοφία", "Ψυχή", "ΑΒΓΔΕ ΖΗΘ", "αβγδε ζηθ", "ΤΑΥ ΑΥΤΟ",
    ]),
    ("Arabic", "Noto Sans Arabic", NOTO + "NotoSansArabic-Regular.ttf", 0, [12, 18], [
        "مرحبا بالعالم", "العربية", "السلام عليكم", "لا", "الله", "بسم الله الرحمن الرحيم", "كتاب",
        "مدرسة", "شكرا", "أهلا وسهلا", "مَرْحَبًا", "قهوة", "ببب", "تتت", "سيارة", "جميل", "لغة",
        "إسلام", "صباح الخير", "فارسی", "ـبـ",
    ]),
    ("Hebrew", "Noto Sans Hebrew", NOTO + "NotoSansHebrew-Regular.ttf", 0, [12, 16], [
        "שלום עולם", "עברית", "שָׁלוֹם", "בְּרֵאשִׁית", "ירושלים", "תודה רבה", "בוקר טוב", "ספר",
        "מה שלומך", "אהבה", "לילה טוב",
    ]),
    ("Devanagari", "Noto Sans Devanagari", NOTO + "NotoSansDevanagari-Regular.ttf", 0, [12, 16], [
        "नमस्ते", "देवनागरी", "हिन्दी", "क्षत्रिय", "श्री", "कि", "कृष्ण", "प्रेम", "राष्ट्र", "संस्कृत",
        "ज्ञान", "द्व", "र्क", "मराठी", "नेपाली", "भारत", "विद्यालय", "स्वागत है", "धन्यवाद", "पुस्तक",
    ]),
    ("Bengali", "Noto Sans Bengali", NOTO + "NotoSansBengali-Regular.ttf", 0, [13], [
        "বাংলা", "নমস্কার", "ক্ষমা", "কি", "বাংলাদেশ", "ভাষা", "শুভেচ্ছা", "রবীন্দ্রনাথ",
    ]),
    ("Tamil", "Noto Sans Tamil", NOTO + "NotoSansTamil-Regular.ttf", 0, [13], [
        "தமிழ்", "வணக்கம்", "க்ஷ", "கொ", "ஸ்ரீ", "நன்றி",
    ]),
    ("Thai", "Noto Sans Thai", NOTO + "NotoSansThai-Regular.ttf", 0, [12, 16], [
        "สวัสดี", "ภาษาไทย", "ขอบคุณ", "ประเทศไทย", "น้ำ", "กรุงเทพมหานคร", "ที่", "ไม่", "ผู้",
        "คำ", "สวัสดีครับ",
    ]),
    ("Han", "Noto Sans CJK SC", NOTO_CJK, 2, [12, 15], [
        "中文", "你好，世界！", "汉字", "简体中文", "我爱北京天安门", "《书名》", "一二三四五",
        "东西南北", "春夏秋冬",
    ]),
    ("Japanese", "Noto Sans CJK JP", NOTO_CJK, 0, [12], [
        "日本語", "ひらがな", "カタカナ", "「引用」", "東京", "こんにちは", "ありがとう",
    ]),
    ("Hangul", "Noto Sans CJK KR", NOTO_CJK, 1, [12], [
        "한국어", "안녕하세요", "대한민국", "서울", "감사합니다", "\u1100\u1161\u11A8",
    ]),
    ("Georgian", "Noto Sans Georgian", NOTO + "NotoSansGeorgian-Regular.ttf", 0, [12], [
        "ქართული", "გამარჯობა", "საქართველო",
    ]),
    ("Armenian", "Noto Sans Armenian", NOTO + "NotoSansArmenian-Regular.ttf", 0, [12], [
        "Հայերեն", "Բարեւ", "Երևան",
    ]),
    ("Emoji", "Noto Color Emoji", NOTO + "NotoColorEmoji.ttf", 0, [12, 20], [
        "😀", "👍🏽", "👨\u200d👩\u200d👧", "🇫🇷", "1\ufe0f\u20e3", "❤\ufe0f", "🏳\ufe0f\u200d🌈",
        "🧑🏿\u200d💻", "😀😃😄", "🐱🐶", "✈\ufe0f",
    ]),
]


# The fields of each expected glyph, in order (hb-shape's JSON keys): glyph id, cluster (UTF-8
# offset), x and y advance, x and y offset (y upwards), in 1/1024 pt.
FIELDS = ["g", "cl", "ax", "ay", "dx", "dy"]


def fnv1a64(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def file_record(path):
    with open(path, "rb") as handle:
        data = handle.read()
    # FNV-1a (64 bits) rather than SHA-256: the Swift test recomputes it without a crypto library.
    return {"bytes": len(data), "fnv1a64": "%016x" % fnv1a64(data)}


def shape(path, index, size, text):
    output = subprocess.run(
        [
            "hb-shape", "--font-file=" + path, "--face-index=%d" % index,
            "--font-size=%d" % round(size * 1024), "--language=und", "--utf8-clusters",
            "--output-format=json", "--no-glyph-names", "--text=" + text,
        ],
        check=True, capture_output=True, text=True,
    ).stdout
    return [[glyph[key] for key in FIELDS] for glyph in json.loads(output)]


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    fonts = {}
    cases = []
    for script, family, path, index, sizes, strings in GROUPS:
        fonts.setdefault(path, file_record(path))
        for size in sizes:
            for text in strings:
                cases.append({
                    "name": "%s %s %gpt: %s" % (script, family, size, text),
                    "script": script, "family": family, "file": path, "faceIndex": index, "size": size,
                    "text": text, "expected": shape(path, index, size, text),
                })
    document = {
        "source": "HarfBuzz's hb-shape: " + version + "; generated by generate.py beside this file",
        "scripts": sorted({case["script"] for case in cases}),
        "glyphFields": FIELDS,
        "fonts": fonts,
        "cases": cases,
    }
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as handle:
        # One case per line keeps the file small and its diffs readable.
        handle.write("{\n")
        for key in ["source", "scripts", "glyphFields", "fonts"]:
            handle.write(" %s: %s,\n" % (json.dumps(key), json.dumps(document[key], ensure_ascii=False)))
        handle.write(' "cases": [\n')
        handle.write(",\n".join("  " + json.dumps(case, ensure_ascii=False) for case in cases))
        handle.write("\n ]\n}\n")
    print("%d cases in %d scripts" % (len(cases), len(document["scripts"])), file=sys.stderr)


if __name__ == "__main__":
    main()
