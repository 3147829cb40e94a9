// Tests maps in a graph search: an adjacency map from string to a slice of neighbours, a
// visited set map[string]bool, a distance map, and a parent map used to rebuild the shortest
// path, with a queue in a preallocated slice.
package main

func main() {
	edges := [][2]string{
		{"home", "park"}, {"home", "shop"}, {"park", "lake"}, {"shop", "lake"},
		{"lake", "hill"}, {"shop", "mall"}, {"mall", "hill"}, {"hill", "tower"},
	}
	store := make([]string, 2*len(edges))
	used := 0
	adj := make(map[string][]string, 16)
	degree := make(map[string]int, 16)
	for _, e := range edges {
		degree[e[0]]++
		degree[e[1]]++
	}
	// Carve one slice of the right length per node out of store.
	order := []string{"home", "park", "shop", "lake", "hill", "mall", "tower"}
	for _, n := range order {
		adj[n] = store[used : used : used+degree[n]]
		used += degree[n]
	}
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	for _, n := range order {
		print(n, ":")
		for _, m := range adj[n] {
			print(" ", m)
		}
		println()
	}

	visited := make(map[string]bool, 16)
	dist := make(map[string]int, 16)
	parent := make(map[string]string, 16)
	queue := make([]string, 0, 16)
	queue = append(queue, "home")
	visited["home"] = true
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, m := range adj[n] {
			if !visited[m] {
				visited[m] = true
				dist[m] = dist[n] + 1
				parent[m] = n
				queue = append(queue, m)
			}
		}
	}
	for _, n := range order {
		println(n, dist[n], parent[n])
	}
	path := make([]string, 0, 8)
	for n := "tower"; n != ""; n = parent[n] {
		path = append(path, n)
	}
	for i := len(path) - 1; i >= 0; i-- {
		print(path[i], " ")
	}
	println(len(visited), len(parent))
}
