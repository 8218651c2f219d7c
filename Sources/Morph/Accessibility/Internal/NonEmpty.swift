/// `string`, or nil when it is empty: a default label is no label when there is no text.
func nonEmpty(_ string: String) -> String? {
    string.isEmpty ? nil : string
}
