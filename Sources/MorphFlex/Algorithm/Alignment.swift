/// Alignment resolution (Yoga's `Align.h`).
extension LayoutEngine {
    /// The child's cross-axis alignment: its `alignSelf`, else the container's `alignItems`;
    /// `baseline` in a column container counts as `flexStart`.
    @inline(__always)
    func resolveChildAlignment(_ node: Int, _ child: Int) -> FlexAlign {
        let alignSelf = nodes[child].style.alignSelf
        let align = alignSelf == .auto ? nodes[node].style.alignItems : alignSelf
        if align == .baseline && nodes[node].style.display == .flex && nodes[node].style.flexDirection.isColumn {
            return .flexStart
        }
        return align
    }
}

extension FlexAlign {
    /// The alignment used when lines overflow the container (CSS Box Alignment §4.3 fallback:
    /// distributed values fall back to `flexStart`).
    @inline(__always)
    var fallback: FlexAlign {
        switch self {
        case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: return .flexStart
        default: return self
        }
    }
}

extension FlexJustify {
    /// The justification used when items overflow the line (CSS Box Alignment §4.3 fallback:
    /// distributed values fall back to `flexStart`).
    @inline(__always)
    var fallback: FlexJustify {
        switch self {
        case .spaceBetween, .spaceAround, .spaceEvenly: return .flexStart
        default: return self
        }
    }
}
