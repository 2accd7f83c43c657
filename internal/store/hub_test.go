package store

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// Watches with a context that never ends must not outlive the hub.
func TestHubCloseEndsWatchGoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	h := NewHub()
	var chans []<-chan Update
	for i := range 100 {
		ch, err := h.Watch(context.Background(), string(rune('a'+i%26)))
		if err != nil {
			t.Fatal(err)
		}
		chans = append(chans, ch)
	}
	h.Close()
	h.Close()
	for _, ch := range chans {
		for range ch {
		}
	}
	if _, err := h.Watch(context.Background(), "x"); err != ErrClosed {
		t.Fatalf("Watch after Close = %v", err)
	}
	// Exiting goroutines need a moment to be scheduled; give them up to
	// 10 s (a hang guard, not a speed limit).
	for i := 0; runtime.NumGoroutine() > before+5 && i < 10000; i++ {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+5 {
		t.Fatalf("%d goroutines after Close, %d before", n, before)
	}
}

// A slow watcher sees the newest update, never an older one left behind.
func TestHubKeepsNewestUpdate(t *testing.T) {
	h := NewHub()
	defer h.Close()
	ch, _ := h.Watch(context.Background(), "g")
	for v := int64(1); v <= 50; v++ {
		h.Publish(Update{GameID: "g", Version: v})
	}
	if u := <-ch; u.Version != 50 {
		t.Fatalf("got version %d, want 50", u.Version)
	}
	select {
	case u := <-ch:
		t.Fatalf("stale update %+v", u)
	default:
	}
}

func BenchmarkHubPublish(b *testing.B) {
	h := NewHub()
	defer h.Close()
	ch, _ := h.Watch(context.Background(), "g")
	go func() {
		for range ch {
		}
	}()
	for b.Loop() {
		h.Publish(Update{GameID: "g", Version: 1})
	}
}
