module example.com/utf8basics

go 1.26

require solod.dev v0.0.0

replace solod.dev => ../../../runtime-c
