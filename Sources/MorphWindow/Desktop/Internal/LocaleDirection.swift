import Morph

/// The reading direction of the locale in a process's environment, as glibc picks the messages'
/// language: the first of `LANGUAGE` (a colon-separated list), `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty.
enum LocaleDirection {
    /// ISO 639 codes of the languages written right to left (CLDR's `characterOrder`
    /// right-to-left): Arabic, Aramaic, Central Kurdish, Dhivehi, Persian, Hebrew (and its old code
    /// `iw`), Kashmiri, Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish, N'Ko.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi", "nqo",
    ]

    /// The direction of the environment's locale; left to right for `C`, `POSIX` or none.
    static func direction(in environment: [String: String]) -> LayoutDirection {
        let names = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
        guard let locale = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return .leftToRight
        }
        // `ar_EG.UTF-8@latin`, `he:en`: the first entry's language code.
        let first = locale.split(separator: ":").first.map(String.init) ?? locale
        let language = first.split(whereSeparator: { "_.@-".contains($0) }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
