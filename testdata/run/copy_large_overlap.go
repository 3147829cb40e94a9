// copy and append of large blocks (the runtime copies 1 KiB and more with a vector loop where
// the CPU has one): overlapping both ways, at sizes around the loop's 128-byte step and the
// thresholds, and at odd offsets.
package main

var buf [300 << 10]byte

func fill() {
	for i := range buf {
		buf[i] = byte(i*7 + i>>8)
	}
}

// sum is a position-weighted checksum of b.
func sum(b []byte) uint64 {
	var h uint64
	for i, c := range b {
		h = h*31 + uint64(c) + uint64(i&3)
	}
	return h
}

func main() {
	sizes := []int{1000, 1023, 1024, 1025, 1151, 4096, 4099, 65536, 256<<10 - 1, 256 << 10, 256<<10 + 5}
	shifts := []int{1, 5, 31, 32, 127, 128, 129, 4096}
	for _, n := range sizes {
		for _, d := range shifts {
			// Destination above the source (overlapping when d < n).
			fill()
			m := copy(buf[d:d+n], buf[:n])
			up := sum(buf[:n+d])
			// Destination below the source.
			fill()
			copy(buf[:n], buf[d:d+n])
			down := sum(buf[:n+d])
			println(n, d, m, up, down)
		}
	}
	// append moving a large block into spare capacity of the same array.
	fill()
	s := buf[:2000]
	s = append(s[:100], s[50:1950]...)
	println(len(s), sum(s))
	fill()
	s = append(buf[:3000:3000][:2000], buf[1000:2000]...)
	println(len(s), sum(s))
	// Disjoint blocks.
	var dst [5000]byte
	fill()
	println(copy(dst[3:], buf[7:4000]), sum(dst[:]))
}
