package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// Limits bound what one client, and all clients together, may ask of the
// server. The zero value limits nothing; `herald serve` sets the defaults
// of its flags (docs/api.md).
type Limits struct {
	// GamesPerClient is how many games one client address may create in
	// an hour: a burst of that many, given back evenly over the hour.
	// 0: no limit.
	GamesPerClient int
	// GamesTotal is the same for all clients together.
	GamesTotal int
	// StreamsPerClient bounds the event streams one client address holds
	// open at once (MaxStreams bounds them all). 0: no limit.
	StreamsPerClient int
	// BehindProxy: the server is reached only through a proxy that adds
	// the client's address to X-Forwarded-For, so the last address there
	// is the client's. Without it the header is ignored: anyone can
	// write one.
	BehindProxy bool
	// Now is the clock of the rate limits; nil: time.Now. Tests set it.
	Now func() time.Time
}

// maxClients bounds the client addresses a limit remembers. Past it,
// addresses whose allowance is whole again are forgotten; if none is,
// new clients are refused until some are.
const maxClients = 100_000

// clientOf is the address a request is counted against: the connection's
// peer, or with BehindProxy the last X-Forwarded-For entry. An IPv6
// client counts by its /64, the block one subscriber usually holds.
func (s *Server) clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if s.Limits.BehindProxy {
		if v := r.Header.Values("X-Forwarded-For"); len(v) > 0 {
			parts := strings.Split(v[len(v)-1], ",")
			if last := strings.TrimSpace(parts[len(parts)-1]); last != "" {
				host = last
			}
		}
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// allowance is a token bucket: up to burst tokens, one given back every
// period/burst.
type allowance struct {
	tokens float64
	at     time.Time
}

// rateLimit keeps an allowance per client and one for everyone.
type rateLimit struct {
	mu      sync.Mutex
	clients map[string]*allowance
	all     allowance
}

const ratePeriod = time.Hour

// refill brings a's tokens up to now, out of burst.
func refill(a *allowance, burst int, now time.Time) {
	if a.at.IsZero() {
		a.tokens, a.at = float64(burst), now
		return
	}
	if d := now.Sub(a.at); d > 0 {
		a.tokens = math.Min(float64(burst), a.tokens+d.Hours()*float64(burst)/ratePeriod.Hours())
		a.at = now
	}
}

// wait is how long until a has a whole token.
func wait(a *allowance, burst int) time.Duration {
	need := 1 - a.tokens
	return time.Duration(need / float64(burst) * float64(ratePeriod)).Round(time.Second)
}

// take spends one token of client's allowance (perClient an hour) and
// one of everyone's (total an hour), or none and says why not: a 429
// naming the limit, with Retry-After. A limit of 0 is none.
func (l *rateLimit) take(client string, perClient, total int, now time.Time) *apiError {
	l.mu.Lock()
	defer l.mu.Unlock()
	var a *allowance
	if perClient > 0 {
		if a = l.clients[client]; a == nil {
			if len(l.clients) >= maxClients {
				l.forgetWhole(perClient, now)
			}
			if len(l.clients) >= maxClients {
				return &apiError{Status: http.StatusTooManyRequests, Msg: "too many clients are creating games; try again later"}
			}
			a = &allowance{}
			if l.clients == nil {
				l.clients = map[string]*allowance{}
			}
			l.clients[client] = a
		}
		refill(a, perClient, now)
		if a.tokens < 1 {
			return tooMany(fmt.Sprintf("your address has created its %d games of the hour", perClient), wait(a, perClient))
		}
	}
	if total > 0 {
		refill(&l.all, total, now)
		if l.all.tokens < 1 {
			return tooMany(fmt.Sprintf("this server has created its %d games of the hour", total), wait(&l.all, total))
		}
		l.all.tokens--
	}
	if a != nil {
		a.tokens--
	}
	return nil
}

// forgetWhole drops the clients whose allowance has filled up again: they
// are as if never seen.
func (l *rateLimit) forgetWhole(perClient int, now time.Time) {
	for k, a := range l.clients {
		refill(a, perClient, now)
		if a.tokens >= float64(perClient) {
			delete(l.clients, k)
		}
	}
}

func tooMany(why string, retry time.Duration) *apiError {
	retry = max(retry, time.Second)
	return &apiError{Status: http.StatusTooManyRequests, RetryAfter: retry,
		Msg: fmt.Sprintf("too many new games: %s; try again in %s", why, retry)}
}

// streamHolds counts each client's open event streams.
type streamHolds struct {
	mu sync.Mutex
	by map[string]int
}

// hold counts one more stream of client, or refuses it past max (0: no
// limit). The returned func lets it go.
func (h *streamHolds) hold(client string, max int) (func(), *apiError) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if max > 0 && h.by[client] >= max {
		return nil, &apiError{Status: http.StatusTooManyRequests, RetryAfter: 30 * time.Second,
			Msg: fmt.Sprintf("your address holds %d event streams already, the most one client may; close one, or poll the game", max)}
	}
	if h.by == nil {
		h.by = map[string]int{}
	}
	h.by[client]++
	return func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if h.by[client]--; h.by[client] <= 0 {
			delete(h.by, client)
		}
	}, nil
}

func (s *Server) now() time.Time {
	if s.Limits.Now != nil {
		return s.Limits.Now()
	}
	return time.Now()
}
