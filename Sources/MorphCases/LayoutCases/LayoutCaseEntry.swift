/// One entry of an input read by ``LayoutCase/entries(in:inputName:)``: a case ready to lay out,
/// a case that could not be read, or an entry of another kind that is not a layout case.
public enum LayoutCaseEntry: Sendable {
    /// A case read without error.
    case layoutCase(LayoutCase)
    /// A case that could not be read (or an input that is not JSON): the error names the case and
    /// the JSON path of the bad field.
    case invalid(LayoutCaseError)
    /// An entry that is a case of neither format and whose `kind` names no layout kind — the
    /// other kinds of Texture's fixture file (`diff`, `flatten`, `size-range`, …).
    /// It is not laid out; `name` is its `name`, or its place in the input.
    case otherKind(name: String, kind: String)
}
