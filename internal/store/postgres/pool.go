package postgres

import (
	"context"
	"sync"

	"github.com/jackc/pgx/v5"
)

// pool is a small connection pool. pgxpool would do, but it needs a module
// (jackc/puddle) that herald's go.mod does not carry; this is all the store
// needs: at most max connections, idle ones reused, broken ones dropped.
type pool struct {
	cfg  *pgx.ConnConfig
	sem  chan struct{} // one token per open or opening connection
	idle chan *pgx.Conn
	mu   sync.Mutex
	shut bool
}

func newPool(cfg *pgx.ConnConfig, max int) *pool {
	return &pool{cfg: cfg, sem: make(chan struct{}, max), idle: make(chan *pgx.Conn, max)}
}

func (p *pool) acquire(ctx context.Context) (*pgx.Conn, error) {
	select {
	case p.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	for {
		select {
		case c := <-p.idle:
			if c.IsClosed() {
				continue
			}
			return c, nil
		default:
		}
		c, err := pgx.ConnectConfig(ctx, p.cfg)
		if err != nil {
			<-p.sem
			return nil, err
		}
		return c, nil
	}
}

// release returns c for reuse unless it is broken, mid-transaction, or the
// pool is shut.
func (p *pool) release(c *pgx.Conn) {
	p.mu.Lock()
	reuse := !p.shut && !c.IsClosed() && c.PgConn().TxStatus() == 'I'
	if reuse {
		p.idle <- c // cannot block: at most max connections exist
	}
	p.mu.Unlock()
	if !reuse {
		c.Close(context.Background())
	}
	<-p.sem
}

// with runs f on a pooled connection.
func (p *pool) with(ctx context.Context, f func(c *pgx.Conn) error) error {
	c, err := p.acquire(ctx)
	if err != nil {
		return err
	}
	defer p.release(c)
	return f(c)
}

func (p *pool) close() {
	p.mu.Lock()
	p.shut = true
	p.mu.Unlock()
	for {
		select {
		case c := <-p.idle:
			c.Close(context.Background())
		default:
			return
		}
	}
}
