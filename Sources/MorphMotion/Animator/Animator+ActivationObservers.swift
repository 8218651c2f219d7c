import Foundation

extension Animator {
    /// Identifies a handler added with ``Animator/addActivationObserver(_:)``, to remove it.
    public struct ActivationObserverToken: Hashable, Sendable {
        let value: Int
    }

    /// Calls `handler` each time the animator becomes active: when an animation starts or an
    /// action is scheduled (``schedule(after:_:)``) while nothing was running or waiting.
    ///
    /// This is how a ``FrameDriver`` (or a window's display-paced driver) wakes up: it sleeps
    /// while ``hasActiveAnimations`` is false and is called back when there is work again. Any
    /// number of observers may watch one animator; each is called once per activation, in the
    /// order they were added, and removing one leaves the others in place.
    ///
    /// - Returns: a token for ``removeActivationObserver(_:)``.
    /// - Complexity: O(1).
    @discardableResult
    public func addActivationObserver(_ handler: @escaping @MainActor () -> Void) -> ActivationObserverToken {
        if !isStartingDefaultDriver, let driver = defaultDriver {
            // Another driver takes over from the one the animator started itself.
            defaultDriver = nil
            driver.stop()
        }
        let token = ActivationObserverToken(value: nextActivationObserverToken)
        nextActivationObserverToken += 1
        activationObservers.append((token, handler))
        return token
    }

    /// Stops calling the handler that `token` identifies; does nothing if it was already removed.
    ///
    /// - Complexity: O(n) in the number of observers.
    public func removeActivationObserver(_ token: ActivationObserverToken) {
        activationObservers.removeAll { $0.token == token }
    }

    /// Calls every activation observer. A handler may add or remove observers: the ones present
    /// when the activation happened are called.
    func notifyActivationObservers() {
        if drivesItself, activationObservers.isEmpty {
            // Nobody drives the animator (see ``Animator/shared``): it starts its own driver, which
            // sees the activity and runs.
            isStartingDefaultDriver = true
            let driver = FrameDriver(animator: self)
            defaultDriver = driver
            driver.start()
            isStartingDefaultDriver = false
            return
        }
        for observer in activationObservers {
            observer.handler()
        }
    }
}
