import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// The index path of item `item` in section `section` (UIKit's `IndexPath(item:section:)`,
    /// which Foundation has only on Apple's platforms).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
