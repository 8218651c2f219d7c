/// The direction a paragraph is written in (AppKit's and UIKit's `NSWritingDirection`).
///
/// Given to ``TextLayout/aligned(toWidth:naturalDirection:)``, it decides where
/// ``TextAlignment/natural`` puts lines: a text node passes its environment's layout direction, so
/// natural text lines up with the leading edge of a mirrored interface.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left to right: natural alignment is left.
    case leftToRight
    /// Right to left: natural alignment is right.
    case rightToLeft
}
