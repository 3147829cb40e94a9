// Go twin of task_exit_parked.c.
package main

import (
	"fmt"
	"sync"
)

func main() {
	never := make(chan int)
	var parked sync.WaitGroup
	parked.Add(3)
	for _, s := range []string{"a", "b", "nil"} {
		go func(s string) {
			mine := []byte(s)
			parked.Done()
			if s == "nil" {
				var c chan int
				<-c
			}
			<-never
			fmt.Println(string(mine))
		}(s)
	}
	parked.Wait()
	fmt.Printf("main returns with 3 tasks parked\n")
}
