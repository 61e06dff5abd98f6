package serveaddr

import (
	"net"
	"strconv"
	"strings"
	"testing"
)

// TestListen: an address in use is refused with the reason and the
// address to use instead; a free one is listened on; a bad one says
// why.
func TestListen(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	addr := taken.Addr().String()
	port := taken.Addr().(*net.TCPAddr).Port
	for _, tc := range []struct {
		addr string
		want string // the error, "" when it listens
	}{
		{addr, "cannot serve on " + addr + ": another program is listening there; stop it, or serve on another address (make run ADDR=127.0.0.1:" + strconv.Itoa(port+1) + ")"},
		{"127.0.0.1:0", ""},
		{"127.0.0.1:99999", "cannot serve on 127.0.0.1:99999: listen tcp: address 99999: invalid port"},
	} {
		err := Check(tc.addr)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Check(%s): %v", tc.addr, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
			t.Errorf("Check(%s): %v, want %q", tc.addr, err, tc.want)
		}
	}
}
