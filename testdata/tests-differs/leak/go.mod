module example.com/leak

go 1.24

require solod.dev v0.0.0

replace solod.dev => ../../../runtime-c
