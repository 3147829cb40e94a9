module example.com/bd

go 1.26
