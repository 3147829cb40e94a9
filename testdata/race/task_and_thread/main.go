// A task and an OS thread of its own write one variable with nothing ordering the two writes:
// a data race. Go's race detector reports it, and a build with --check race must report it and
// fail (status 66), whichever runtime it links.
package main

import "solod.dev/so/conc"

var shared int

func inTask(arg any) any {
	shared = 1
	return nil
}

func inThread(arg any) any {
	shared = 2
	return nil
}

func main() {
	t := conc.Go(inTask, nil)
	o := conc.GoWith(inThread, nil, conc.ThreadOptions{OSThread: true})
	t.Wait()
	o.Wait()
	println(shared > 0)
}
