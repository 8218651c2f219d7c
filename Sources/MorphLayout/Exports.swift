// Morph's geometry is Foundation's (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, which exist on Linux
// too), as with UIKit and SwiftUI. The lowest layer re-exports Foundation so that `import
// MorphLayout` — and through it `import Morph` — is all a user's file needs.
@_exported import Foundation
