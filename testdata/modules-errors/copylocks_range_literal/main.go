// Copies of locks by range and composite literals (go vet's copylocks): a range variable that
// copies each element of a slice of structs holding a sync.Once, a literal whose field is an
// existing Mutex, a slice literal of existing WaitGroups. Ranging over the indexes is fine.
package main

import "solod.dev/so/sync"

type job struct {
	once sync.Once
	id   int
}

type pair struct {
	mu sync.Mutex
}

func main() {
	jobs := []job{{id: 1}, {id: 2}}
	for _, j := range jobs {
		j.once.Do(func() { println(j.id) })
	}
	for i := range jobs {
		jobs[i].once.Do(func() { println(jobs[i].id) })
	}
	var mu sync.Mutex
	p := pair{mu: mu}
	_ = p
	var wg sync.WaitGroup
	wgs := []sync.WaitGroup{wg}
	println(len(wgs))
}
