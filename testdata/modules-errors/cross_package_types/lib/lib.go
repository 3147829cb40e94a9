package lib

// Point is a point.
type Point struct{ X, Y int }

// Origin is a point.
var Origin = Point{}
