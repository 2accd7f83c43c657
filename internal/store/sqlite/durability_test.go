package sqlite_test

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"herald/internal/store"
	"herald/internal/store/sqlite"
	"herald/internal/store/storetest"

	_ "modernc.org/sqlite"
)

// childEnv makes the test binary act as a server that appends turns and
// prints "ack <game> <version>" after each acknowledged one, until killed.
const childEnv = "HERALD_SQLITE_KILL_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(childEnv); path != "" {
		os.Exit(child(path))
	}
	os.Exit(m.Run())
}

func child(path string) int {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	out := bufio.NewWriter(os.Stdout)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for g := range 4 {
		id := fmt.Sprintf("k%d", g)
		if err := s.CreateGame(ctx, storetest.NewGame(id)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := int64(0); ; v++ {
				lines := []string{storetest.Line(int(v)), storetest.Line(int(v)), storetest.Line(int(v))}
				if _, err := s.AppendEvents(ctx, id, v, lines); err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				mu.Lock()
				fmt.Fprintf(out, "ack %s %d\n", id, v+1)
				out.Flush()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return 0
}

// TestSIGKILLLosesNoAcknowledgedTurn kills a writing process at an
// arbitrary moment and checks every acknowledged turn is there, whole.
func TestSIGKILLLosesNoAcknowledgedTurn(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a child process")
	}
	path := filepath.Join(t.TempDir(), "kill.db")
	for round := range 3 {
		acked := runAndKill(t, path, 150*(round+1))
		s := open(t, path)
		for id, v := range acked {
			g, err := s.Game(context.Background(), id)
			if err != nil {
				t.Fatalf("round %d: %s: %v", round, id, err)
			}
			if g.Version < v {
				t.Fatalf("round %d: %s at version %d, but %d was acknowledged", round, id, g.Version, v)
			}
			if g.LastSeq != 3*g.Version {
				t.Fatalf("round %d: %s has %d events for %d turns: a turn is half applied", round, id, g.LastSeq, g.Version)
			}
			evs, err := s.Events(context.Background(), id, 1)
			if err != nil || int64(len(evs)) != g.LastSeq {
				t.Fatalf("round %d: %s: %d events, %v", round, id, len(evs), err)
			}
		}
		s.Close()
		// Next round starts from a fresh file: the child creates its games.
		os.Remove(path)
		os.Remove(path + "-wal")
		os.Remove(path + "-shm")
	}
}

func runAndKill(t *testing.T, path string, after int) map[string]int64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked := map[string]int64{}
	sc := bufio.NewScanner(stdout)
	n := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 3 || f[0] != "ack" {
			continue
		}
		v, _ := strconv.ParseInt(f[2], 10, 64)
		acked[f[1]] = max(acked[f[1]], v)
		if n++; n == after {
			cmd.Process.Signal(syscall.SIGKILL)
			break
		}
	}
	// Acks already written to the pipe before the kill count too.
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 3 && f[0] == "ack" {
			v, _ := strconv.ParseInt(f[2], 10, 64)
			acked[f[1]] = max(acked[f[1]], v)
		}
	}
	err = cmd.Wait()
	if n < after {
		t.Fatalf("child stopped after %d acks: %v\n%s", n, err, stderr.String())
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("child was not killed: %v", err)
	}
	return acked
}

func TestMigrationsRunOnceAndRecordVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	for range 3 {
		open(t, path).Close()
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n, v int
	if err := db.QueryRow(`SELECT count(*), max(version) FROM schema_migrations`).Scan(&n, &v); err != nil {
		t.Fatal(err)
	}
	if n != v || n < 1 {
		t.Fatalf("schema_migrations has %d rows up to version %d", n, v)
	}
	// A database from a newer herald is refused, not silently used.
	if _, err := db.Exec(`INSERT INTO schema_migrations (version) VALUES (999)`); err != nil {
		t.Fatal(err)
	}
	if _, err := sqlite.Open(context.Background(), path); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("Open of a newer schema = %v, want a 'newer' error", err)
	}
}

func TestOpenRefusesBadPaths(t *testing.T) {
	for _, p := range []string{"", "a?b.db", "x#y", filepath.Join(t.TempDir(), "no", "such", "dir", "h.db")} {
		s, err := sqlite.Open(context.Background(), p)
		if err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded", p)
		}
	}
}

func TestClosedStoreRefusesWrites(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "c.db"))
	s.Close()
	if err := s.CreateGame(context.Background(), storetest.NewGame("g")); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("CreateGame after Close = %v", err)
	}
	if _, err := s.Game(context.Background(), "g"); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("Game after Close = %v", err)
	}
}
