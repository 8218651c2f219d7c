import MorphMotion
import Testing

@Suite("Owner proxies of animatable properties")
@MainActor
struct AnimatablePropertyOwnerProxyTests {
    final class Owner {}

    final class Proxy: AnimatablePropertyOwnerProxy {
        var owner: Owner?
        var proxiedOwner: AnyObject? { owner }
    }

    @Test("a property given a proxy reports the proxy's owner, and nil once the proxy lets it go")
    func proxiedOwner() {
        let animator = Animator(clock: ManualClock())
        let owner = Owner()
        let proxy = Proxy()
        proxy.owner = owner
        let property = AnimatableProperty(0.0, name: "x", animator: animator, owner: proxy)
        #expect(property.owner === owner)
        proxy.owner = nil
        #expect(property.owner == nil)
    }

    @Test("a property given a plain object reports that object, and nil once it is freed")
    func plainOwner() {
        let animator = Animator(clock: ManualClock())
        var owner: Owner? = Owner()
        let property = AnimatableProperty(0.0, name: "x", animator: animator, owner: owner)
        #expect(property.owner === owner)
        owner = nil
        #expect(property.owner == nil)
    }
}
