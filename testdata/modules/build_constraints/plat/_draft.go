package plat

this file is not Go at all: names starting with _ are ignored
