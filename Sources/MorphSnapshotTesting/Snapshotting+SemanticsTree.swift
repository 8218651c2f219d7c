import Foundation
import Morph
import SnapshotTesting

extension Snapshotting where Value == SemanticsTree, Format == String {
    /// A semantics tree as text (`SemanticsTree.description`: one line per node with its role,
    /// name, value, traits, frame, states and actions), compared line by line — what assistive
    /// technology sees, in the manner of GTK's accessibility test dumps and cashapp's
    /// AccessibilitySnapshot.
    ///
    /// When `audited` is true (the default) the snapshot ends with the tree's audit: an
    /// `audit: passed` line, or one line per issue, so an unnamed control or an unlabelled image
    /// shows up in the recorded file.
    public static func semantics(audited: Bool = true) -> Snapshotting {
        SimplySnapshotting.lines.pullback { tree in
            semanticsText(of: tree, audited: audited)
        }
    }
}

extension Snapshotting where Value == DisplayNode, Format == String {
    /// A node's tree as assistive technology sees it now (the animator's last tick), as text:
    /// the node is laid out first (`layoutIfNeeded()`), then its semantics tree is written as the
    /// strategy for `SemanticsTree` writes trees.
    ///
    /// ```swift
    /// let form = SignupFormNode()
    /// form.frame = CGRect(x: 0, y: 0, width: 320, height: 74)
    /// assertSnapshot(of: form, as: .semantics())
    /// ```
    ///
    /// Snapshot on the main actor (the node's actor): mark the test `@MainActor`.
    public static func semantics(audited: Bool = true) -> Snapshotting {
        SimplySnapshotting.lines.pullback { node in
            MainActor.assumeIsolated {
                do {
                    try node.layoutIfNeeded()
                } catch {
                    return "layout failed: \(error)"
                }
                return semanticsText(of: node.semanticsTree(), audited: audited)
            }
        }
    }

    /// A node's tree as assistive technology sees it at an exact time of a manual clock — a
    /// transition frozen at one moment, with its nodes still fading out and already fading in.
    /// The clock is first advanced to `time` (so the animations and completions due by then
    /// have run and nodes removed by then are gone); a time before the clock's `now` leaves the
    /// clock where it is and takes the frames at `time`.
    public static func semantics(at time: TimeInterval, on clock: ManualClock, audited: Bool = true) -> Snapshotting {
        SimplySnapshotting.lines.pullback { node in
            MainActor.assumeIsolated {
                if time > clock.now { clock.advance(to: time) }
                do {
                    try node.layoutIfNeeded()
                } catch {
                    return "layout failed: \(error)"
                }
                return semanticsText(of: node.semanticsTree(at: time), audited: audited)
            }
        }
    }
}

/// The tree's text, then its audit when asked.
private func semanticsText(of tree: SemanticsTree, audited: Bool) -> String {
    var text = tree.description
    guard audited else { return text }
    let issues = tree.audit()
    text += issues.isEmpty ? "\naudit: passed" : issues.map { "\naudit: \($0)" }.joined()
    return text
}
