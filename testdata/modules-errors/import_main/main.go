// Importing a package main.
package main

import "example.com/im/tool"

func main() { tool.Run() }
