module example.com/sync_once_panic

go 1.26

require solod.dev v0.0.0

replace solod.dev => ../../../runtime-c
