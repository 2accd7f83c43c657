package notify

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// Where webhooks may go. herald POSTs to whatever URL a game's creator
// gives, so unless the operator allows it a webhook may not reach the
// server's own machine or networks: loopback, private, link-local,
// multicast and the other special-purpose addresses are refused when the
// game is created and again, as each connection is made, at delivery, so
// a name that resolves to a public address at creation and to a private
// one later (DNS rebinding) is caught.

// Resolver finds a host's addresses; *net.Resolver is one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Reach is where webhooks may go.
type Reach struct {
	// AllowPrivate lets webhooks reach any address: for local set-ups and
	// tests (herald serve --allow-private-webhooks).
	AllowPrivate bool
	// Resolver finds webhook hosts' addresses; nil: net.DefaultResolver.
	Resolver Resolver
}

// special are blocks no webhook reaches by default, besides what netip
// calls loopback, private, link-local, multicast or unspecified.
var special = []struct {
	block netip.Prefix
	what  string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), "a 'this network' address"},
	{netip.MustParsePrefix("100.64.0.0/10"), "a shared (carrier NAT) address"},
	{netip.MustParsePrefix("192.0.0.0/24"), "an IETF protocol address"},
	{netip.MustParsePrefix("198.18.0.0/15"), "a benchmarking address"},
	{netip.MustParsePrefix("240.0.0.0/4"), "a reserved address"},
	{netip.MustParsePrefix("64:ff9b::/96"), "a NAT64 address"},
	{netip.MustParsePrefix("64:ff9b:1::/48"), "a NAT64 address"},
	{netip.MustParsePrefix("2002::/16"), "a 6to4 address"},
	{netip.MustParsePrefix("2001::/32"), "a Teredo address"},
}

// PublicAddress refuses an address a webhook may not reach by default,
// saying what kind it is.
func PublicAddress(ip netip.Addr) error {
	ip = ip.Unmap()
	what := ""
	switch {
	case !ip.IsValid():
		what = "no address"
	case ip.IsLoopback():
		what = "a loopback address"
	case ip.IsPrivate():
		what = "a private address"
	case ip.IsLinkLocalUnicast():
		what = "a link-local address"
	case ip.IsMulticast(), ip.IsLinkLocalMulticast(), ip.IsInterfaceLocalMulticast():
		what = "a multicast address"
	case ip.IsUnspecified():
		what = "the unspecified address"
	case ip == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		what = "the broadcast address"
	}
	for _, s := range special {
		if what == "" && s.block.Contains(ip) {
			what = s.what
		}
	}
	if what != "" {
		return &PrivateAddressError{Addr: ip, What: what}
	}
	return nil
}

// PrivateAddressError is a webhook address refused by default.
type PrivateAddressError struct {
	Addr netip.Addr
	What string
}

func (e *PrivateAddressError) Error() string {
	return fmt.Sprintf("webhook address %s is %s, which webhooks may not reach unless the server allows it (herald serve --allow-private-webhooks)", e.Addr, e.What)
}

func (r Reach) resolver() Resolver {
	if r.Resolver != nil {
		return r.Resolver
	}
	return net.DefaultResolver
}

// CheckURL refuses a webhook URL whose host is, or resolves to, an
// address webhooks may not reach, or does not resolve at all.
func (r Reach) CheckURL(ctx context.Context, raw string) error {
	if err := CheckWebhook(raw); err != nil {
		return err
	}
	if r.AllowPrivate {
		return nil
	}
	u, _ := url.Parse(raw)
	addrs, err := r.addresses(ctx, u.Hostname())
	if err != nil {
		return fmt.Errorf("webhook host %q: %w", u.Hostname(), err)
	}
	for _, a := range addrs {
		if err := PublicAddress(a); err != nil {
			return err
		}
	}
	return nil
}

// addresses is host itself if it is an address, or what it resolves to.
func (r Reach) addresses(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	addrs, err := r.resolver().LookupNetIP(ctx, "ip", host)
	if err == nil && len(addrs) == 0 {
		err = errors.New("no address")
	}
	return addrs, err
}

// Client is the http.Client webhooks are posted with: it checks each
// address as the connection is made (a net.Dialer Control hook), follows
// no redirect, uses no proxy, and gives up after timeout.
func (r Reach) Client(timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: min(timeout, 10*time.Second)}
	if !r.AllowPrivate {
		d.Control = func(network, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return fmt.Errorf("webhook address %q: %w", address, err)
			}
			return PublicAddress(ap.Addr())
		}
	}
	dial := d.DialContext
	if r.Resolver != nil {
		// Resolve with the given resolver, then dial each address: the
		// Control hook still checks every one.
		dial = func(ctx context.Context, network, address string) (net.Conn, error) {
			host, port, err := net.SplitHostPort(address)
			if err != nil {
				return nil, err
			}
			addrs, err := r.addresses(ctx, host)
			if err != nil {
				return nil, fmt.Errorf("webhook host %q: %w", host, err)
			}
			var first error
			for _, a := range addrs {
				c, err := d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
				if err == nil {
					return c, nil
				}
				first = firstOf(first, err)
			}
			return nil, first
		}
	}
	return &http.Client{
		Timeout:       timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           dial,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          100,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
			ResponseHeaderTimeout: timeout,
		},
	}
}

// firstOf keeps the first error.
func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}
