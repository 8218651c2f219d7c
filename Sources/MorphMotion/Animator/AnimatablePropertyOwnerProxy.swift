/// An object that stands in for an animatable property's owner: a property created with a proxy
/// as its `owner` reports the proxy's ``proxiedOwner`` as its ``AnimatableProperty/owner``.
///
/// A property holds its owner weakly, and a weak reference gives the object it points to a side
/// table, which makes every later retain and release of that object slower. An owner that is
/// retained and released very often (a display node, in every layout and transition) hands its
/// properties a proxy it owns instead, and the side table goes to the proxy. The proxy must
/// answer nil once its owner's deinitialisation has begun.
@MainActor
package protocol AnimatablePropertyOwnerProxy: AnyObject {
    /// The owner the proxy stands for, or nil once it is gone.
    var proxiedOwner: AnyObject? { get }
}
