package b

import "example.com/ip/a/internal/secret"

// F uses a package internal to a.
func F() int { return secret.N }
