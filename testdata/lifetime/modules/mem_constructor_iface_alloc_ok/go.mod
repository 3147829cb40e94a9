module example.com/lt

go 1.26

require solod.dev v0.0.0

replace solod.dev => ../../../../runtime-c
