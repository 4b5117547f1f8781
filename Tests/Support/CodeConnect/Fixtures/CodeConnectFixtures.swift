// What the test double's nested instances and slots render in Swift snippets: an ad
// creative another team connected to Figma (the Ad Space content slot).
import SwiftUI

/// An ad creative: the content of an Ad Space slot.
public struct AdCreative: View {
    public init() {}

    public var body: some View {
        Image(systemName: "photo")
    }
}
