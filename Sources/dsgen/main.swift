import DSGenKit
