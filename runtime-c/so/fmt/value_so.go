//go:build solod

package fmt

import (
	"unsafe"

	"solod.dev/so/internal/rtype"
)

// entry is a map entry: the addresses of its key and value in the map.
type entry struct {
	key, val unsafe.Pointer
}

// sortEntries sorts the entries of a map with keys of type key as Go's fmt prints them: by
// key, ints and floats by value (NaN first), strings by bytes, false before true, pointers by
// address, structs and arrays field by field or element by element, interface values nil
// first, then by dynamic type, then by value. The sort is stable.
func sortEntries(key *rtype.Type, es []entry) {
	n := len(es)
	if n < 2 {
		return
	}
	if n <= 12 {
		// Insertion sort.
		for i := 1; i < n; i++ {
			for j := i; j > 0 && compare(key, es[j].key, es[j-1].key) < 0; j-- {
				es[j], es[j-1] = es[j-1], es[j]
			}
		}
		return
	}
	// Bottom-up merge sort through a buffer in the frame.
	tmp := make([]entry, n)
	src, dst := es, tmp
	for width := 1; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid := min(lo+width, n)
			hi := min(lo+2*width, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if compare(key, src[j].key, src[i].key) < 0 {
					dst[k] = src[j]
					j++
				} else {
					dst[k] = src[i]
					i++
				}
				k++
			}
			k += copy(dst[k:], src[i:mid])
			copy(dst[k:], src[j:hi])
		}
		src, dst = dst, src
	}
	if &src[0] != &es[0] {
		copy(es, src)
	}
}

func cmpInt(a, b int64) int {
	if a < b {
		return -1
	}
	if a > b {
		return 1
	}
	return 0
}

func cmpUint(a, b uint64) int {
	if a < b {
		return -1
	}
	if a > b {
		return 1
	}
	return 0
}

// cmpFloat orders NaN before every other value and equal to itself.
func cmpFloat(a, b float64) int {
	aNaN, bNaN := a != a, b != b
	switch {
	case aNaN && bNaN:
		return 0
	case aNaN:
		return -1
	case bNaN:
		return 1
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpString(a, b string) int {
	if a < b {
		return -1
	}
	if a > b {
		return 1
	}
	return 0
}

// compare orders two values of type t at a and b.
func compare(t *rtype.Type, a, b unsafe.Pointer) int {
	info := t.Info
	switch info.Kind {
	case rtype.Int, rtype.Int64:
		return cmpInt(*(*int64)(a), *(*int64)(b))
	case rtype.Int8:
		return cmpInt(int64(*(*int8)(a)), int64(*(*int8)(b)))
	case rtype.Int16:
		return cmpInt(int64(*(*int16)(a)), int64(*(*int16)(b)))
	case rtype.Int32:
		return cmpInt(int64(*(*int32)(a)), int64(*(*int32)(b)))
	case rtype.Uint, rtype.Uint64, rtype.Uintptr:
		return cmpUint(*(*uint64)(a), *(*uint64)(b))
	case rtype.Uint8:
		return cmpUint(uint64(*(*uint8)(a)), uint64(*(*uint8)(b)))
	case rtype.Uint16:
		return cmpUint(uint64(*(*uint16)(a)), uint64(*(*uint16)(b)))
	case rtype.Uint32:
		return cmpUint(uint64(*(*uint32)(a)), uint64(*(*uint32)(b)))
	case rtype.String:
		return cmpString(*(*string)(a), *(*string)(b))
	case rtype.Float32:
		return cmpFloat(float64(*(*float32)(a)), float64(*(*float32)(b)))
	case rtype.Float64:
		return cmpFloat(*(*float64)(a), *(*float64)(b))
	case rtype.Bool:
		x, y := *(*bool)(a), *(*bool)(b)
		switch {
		case x == y:
			return 0
		case x:
			return 1
		}
		return -1
	case rtype.Pointer, rtype.UnsafePointer, rtype.Chan:
		return cmpUint(uint64(uintptr(*(*unsafe.Pointer)(a))), uint64(uintptr(*(*unsafe.Pointer)(b))))
	case rtype.Struct:
		for i := 0; i < info.Len; i++ {
			f := rtype.FieldAt(info, i)
			off := uintptr(f.Offset)
			if c := compare(f.Type, unsafe.Add(a, off), unsafe.Add(b, off)); c != 0 {
				return c
			}
		}
		return 0
	case rtype.Array:
		size := uintptr(info.Elem.Size)
		for i := 0; i < info.Len; i++ {
			off := uintptr(i) * size
			if c := compare(info.Elem, unsafe.Add(a, off), unsafe.Add(b, off)); c != 0 {
				return c
			}
		}
		return 0
	case rtype.Interface:
		x, y := (*any)(a), (*any)(b)
		switch {
		case *x == nil && *y == nil:
			return 0
		case *x == nil:
			return -1
		case *y == nil:
			return 1
		}
		xt, yt := rtype.TypeOf(*x), rtype.TypeOf(*y)
		if xt != yt {
			return cmpUint(uint64(uintptr(unsafe.Pointer(xt))), uint64(uintptr(unsafe.Pointer(yt))))
		}
		return compare(xt, rtype.Data(x), rtype.Data(y))
	}
	return 0
}
