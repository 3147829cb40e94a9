package main

func other() int { return Hello() }
