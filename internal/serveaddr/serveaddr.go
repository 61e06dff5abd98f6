// Package serveaddr listens on the address the playground is served on
// (make run, web serve), and says in words why it cannot: a server
// checks the address before it compiles for minutes, not after.
package serveaddr

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"syscall"
)

// Listen listens on addr (host:port) over TCP. When it cannot, the error
// says so for a person: that another program listens there, with the
// address to use instead.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err == nil {
		return ln, nil
	}
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("cannot serve on %s: another program is listening there; stop it, or serve on another address (make run ADDR=%s)", addr, next(addr))
	}
	return nil, fmt.Errorf("cannot serve on %s: %w", addr, err)
}

// Check reports whether a server can listen on addr (Listen's error if
// not); it listens and stops at once.
func Check(addr string) error {
	ln, err := Listen(addr)
	if err != nil {
		return err
	}
	return ln.Close()
}

// next returns addr with the port after its own, or HOST:PORT if addr
// has no port that is a number.
func next(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	n, perr := strconv.Atoi(port)
	if err != nil || perr != nil || n >= 65535 {
		return "HOST:PORT"
	}
	return net.JoinHostPort(host, strconv.Itoa(n+1))
}
