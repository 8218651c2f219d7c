#ifndef MORPH_SWIFT_RUNTIME_H
#define MORPH_SWIFT_RUNTIME_H

/// The Swift runtime's `swift_tryRetain`, exported by libswiftCore on every platform (part of its
/// stable ABI; Objective-C interoperability uses it for weak references): retains `object` and
/// returns it, unless the object's deinitialisation has begun, in which case it returns NULL and
/// changes nothing. A weak reference's load does the same once it has found the object.
///
/// Declared here, with C's calling convention (the runtime's own), so that Swift can call it:
/// Morph's `NodeHandle` answers with its node through it without the node needing a weak
/// reference, which would give every node a side table and slow down each of its retains.
void *_Nullable swift_tryRetain(void *_Nonnull object);

#endif
