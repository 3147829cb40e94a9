// Tests a build-order resolver: dependencies in a map[string][]string literal, a depth-first
// topological sort with a three-colour map, a CycleError{Node} returned as error from deep in
// the recursion, and deferred calls tracing the recursion in LIFO order.
package main

type CycleError struct{ Node string }

func (e CycleError) Error() string { return "dependency cycle" }

type MissingError struct{ Node string }

func (e MissingError) Error() string { return "missing target" }

const (
	white = iota
	grey
	black
)

type Resolver struct {
	deps  map[string][]string
	color map[string]int
	order []string
	trace bool
}

func (r *Resolver) visit(n string, depth int) error {
	if r.trace {
		defer println("  leave", n, depth)
	}
	deps, ok := r.deps[n]
	if !ok {
		return MissingError{n}
	}
	switch r.color[n] {
	case grey:
		return CycleError{n}
	case black:
		return nil
	}
	r.color[n] = grey
	for _, d := range deps {
		if err := r.visit(d, depth+1); err != nil {
			return err
		}
	}
	r.color[n] = black
	r.order = append(r.order, n)
	return nil
}

func resolve(deps map[string][]string, target string, trace bool) {
	r := Resolver{deps, make(map[string]int, len(deps)), make([]string, 0, len(deps)), trace}
	err := r.visit(target, 0)
	switch e := err.(type) {
	case nil:
		print(target, ":")
		for _, n := range r.order {
			print(" ", n)
		}
		println()
	case CycleError:
		println(target, ": cycle through", e.Node, "after", len(r.order), "done")
	case MissingError:
		println(target, ": missing", e.Node)
	}
}

func main() {
	deps := map[string][]string{
		"app":     {"lib", "ui", "log"},
		"lib":     {"core", "log"},
		"ui":      {"lib", "gfx"},
		"gfx":     {"core"},
		"core":    {},
		"log":     {"core"},
		"plugin":  {"app", "ghost"},
		"loopA":   {"loopB"},
		"loopB":   {"loopC"},
		"loopC":   {"core", "loopA"},
		"selfish": {"selfish"},
	}
	resolve(deps, "core", false)
	resolve(deps, "gfx", true)
	resolve(deps, "app", false)
	resolve(deps, "plugin", false)
	resolve(deps, "loopA", true)
	resolve(deps, "selfish", false)
	resolve(deps, "nothing", false)
}
