package notify_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"

	"herald/internal/notify"
)

func TestPublicAddress(t *testing.T) {
	for _, c := range []struct {
		addr string
		what string // "" for public
	}{
		{"93.184.215.14", ""}, {"2606:2800:21f:cb07:6820:80da:af6b:8b2c", ""}, {"8.8.8.8", ""},
		{"127.0.0.1", "loopback"}, {"127.9.9.9", "loopback"}, {"::1", "loopback"}, {"::ffff:127.0.0.1", "loopback"},
		{"10.1.2.3", "private"}, {"172.16.0.1", "private"}, {"192.168.1.1", "private"}, {"fd00::1", "private"},
		{"169.254.169.254", "link-local"}, {"fe80::1", "link-local"},
		{"224.0.0.1", "multicast"}, {"239.1.1.1", "multicast"}, {"ff02::1", "multicast"},
		{"0.0.0.0", "unspecified"}, {"::", "unspecified"}, {"0.1.2.3", "this network"},
		{"100.64.0.1", "shared"}, {"255.255.255.255", "broadcast"}, {"240.0.0.1", "reserved"},
		{"64:ff9b::a00:1", "NAT64"}, {"2002:a00:1::1", "6to4"},
	} {
		err := notify.PublicAddress(netip.MustParseAddr(c.addr))
		var pe *notify.PrivateAddressError
		switch {
		case c.what == "" && err != nil:
			t.Errorf("%s refused: %v", c.addr, err)
		case c.what != "" && (!errors.As(err, &pe) || !strings.Contains(err.Error(), c.what)):
			t.Errorf("%s: %v, want %s refused", c.addr, err, c.what)
		}
	}
}

// resolver answers every name with the addresses it is given, the first
// list at the first lookup and the second after.
type resolver struct {
	first, later []netip.Addr
	calls        atomic.Int32
}

func (r *resolver) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if r.calls.Add(1) == 1 {
		return r.first, nil
	}
	return r.later, nil
}

func TestReachCheckURL(t *testing.T) {
	public := []netip.Addr{netip.MustParseAddr("93.184.215.14")}
	mixed := append(public, netip.MustParseAddr("10.0.0.7"))
	for _, c := range []struct {
		url   string
		addrs []netip.Addr
		allow bool
		ok    bool
	}{
		{"https://93.184.215.14/h", nil, false, true},
		{"http://127.0.0.1:8080/h", nil, false, false},
		{"http://[::1]:8080/h", nil, false, false},
		{"http://127.0.0.1:8080/h", nil, true, true},
		{"https://bot.example/h", public, false, true},
		{"https://bot.example/h", mixed, false, false},
		{"https://bot.example/h", nil, false, false}, // resolves to nothing
		{"ftp://bot.example/h", public, true, false},
	} {
		r := notify.Reach{AllowPrivate: c.allow, Resolver: &resolver{first: c.addrs}}
		if err := r.CheckURL(context.Background(), c.url); (err == nil) != c.ok {
			t.Errorf("CheckURL(%s, %v, allow %v) = %v", c.url, c.addrs, c.allow, err)
		}
	}
}

// TestReachRebinding: a name that was public when checked and resolves to
// loopback at delivery is refused as the connection is made; nothing
// reaches the receiver. Allowed, the same call goes through.
func TestReachRebinding(t *testing.T) {
	var got atomic.Int32
	hs := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { got.Add(1) }))
	defer hs.Close()
	port := hs.URL[strings.LastIndex(hs.URL, ":"):]
	hook := "http://rebind.example" + port + "/hook"
	for _, allow := range []bool{false, true} {
		res := &resolver{first: []netip.Addr{netip.MustParseAddr("93.184.215.14")}, later: []netip.Addr{netip.MustParseAddr("127.0.0.1")}}
		if allow {
			res.first = res.later // allowed, nothing is checked at creation
		}
		r := notify.Reach{AllowPrivate: allow, Resolver: res}
		if err := r.CheckURL(context.Background(), hook); err != nil {
			t.Fatalf("allow %v: checked at creation: %v", allow, err)
		}
		err := notify.Post(context.Background(), r.Client(0), hook, "secret", message())
		var pe *notify.PrivateAddressError
		if !allow && (!errors.As(err, &pe) || got.Load() != 0) {
			t.Errorf("rebound to loopback: %v, %d calls received", err, got.Load())
		}
		if allow && (err != nil || got.Load() != 1) {
			t.Errorf("allowed: %v, %d calls received", err, got.Load())
		}
	}
}
