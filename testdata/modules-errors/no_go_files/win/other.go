//go:build windows

package win
