package rand

import "solod.dev/so/math"

// NormFloat64 returns a normally distributed float64 in [-math.MaxFloat64, +math.MaxFloat64]
// with mean 0 and standard deviation 1: for another distribution, scale and shift it
// (NormFloat64()*stddev + mean). It draws as Go's does, so a seeded Rand gives Go's values.
//
// The ziggurat method: a signed 32-bit draw picks one of 128 strips (its low 7 bits) and a
// point across it; most points fall inside the strip's rectangle, under the curve, and are
// returned at once. The rest are tested against the density, and the bottom strip's tail
// beyond normR is sampled with Marsaglia's exponential method.
func (r *Rand) NormFloat64() float64 {
	for {
		j := int32(r.Uint32())
		i := j & 0x7f
		x := float64(j) * float64(wn[i])
		if absInt32(j) < kn[i] {
			return x
		}
		if i == 0 {
			// The tail: x > normR from exp(-x²/2), by rejection from an exponential.
			for {
				x = -math.Log(r.Float64()) * (1.0 / normR)
				y := -math.Log(r.Float64())
				if y+y >= x*x {
					break
				}
			}
			if j > 0 {
				return normR + x
			}
			return -normR - x
		}
		// Between the rectangle and the curve: keep x if a uniform height under the strip's
		// wedge falls below the density.
		if fn[i]+float32(r.Float64())*(fn[i-1]-fn[i]) < float32(math.Exp(-0.5*x*x)) {
			return x
		}
	}
}

// ExpFloat64 returns an exponentially distributed float64 in (0, +math.MaxFloat64] with rate
// (lambda) 1 and mean 1: for another rate, divide by it (ExpFloat64() / lambda). It draws as
// Go's does, so a seeded Rand gives Go's values. The ziggurat method as in NormFloat64, with
// 256 strips under exp(-x); past expR the tail of an exponential is the same exponential,
// shifted.
func (r *Rand) ExpFloat64() float64 {
	for {
		j := r.Uint32()
		i := j & 0xff
		x := float64(j) * float64(we[i])
		if j < ke[i] {
			return x
		}
		if i == 0 {
			return expR - math.Log(r.Float64())
		}
		if fe[i]+float32(r.Float64())*(fe[i-1]-fe[i]) < float32(math.Exp(-x)) {
			return x
		}
	}
}

// absInt32 is |j| as a uint32 (the smallest int32 gives 1<<31).
func absInt32(j int32) uint32 {
	if j < 0 {
		return uint32(-j)
	}
	return uint32(j)
}
