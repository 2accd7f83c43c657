package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// childServer is `herald serve` started by the load tool.
type childServer struct {
	cmd  *exec.Cmd
	base string
}

func startServer(bin, spec, pprofAddr string, stderr io.Writer) (*childServer, error) {
	if bin == "" {
		self, err := os.Executable()
		if err != nil {
			return nil, err
		}
		bin = self
	}
	// The load tool is one client creating games by the hundred.
	args := []string{"serve", "--addr", "127.0.0.1:0", "--db", spec, "--games-per-client", "0", "--games-total", "0"}
	if pprofAddr != "" {
		args = append(args, "--pprof", pprofAddr)
	}
	cmd := exec.Command(bin, args...)
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(out)
	if sc.Scan() {
		if b, ok := strings.CutPrefix(sc.Text(), "herald serving on "); ok {
			go io.Copy(io.Discard, out)
			return &childServer{cmd: cmd, base: strings.Fields(b)[0]}, nil
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	return nil, errors.New("herald serve printed no address")
}

func (s *childServer) stop() { stopProcess(s.cmd, os.Interrupt, 15*time.Second) }

// memory reads the server's resident set now and at its peak, in MB.
func (s *childServer) memory() (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return rss, peak
}

// serverCPU is the CPU time the servers have used, added up.
func (c *loadClient) serverCPU() time.Duration {
	var sum time.Duration
	for _, pid := range c.pids {
		sum += procCPU(pid)
	}
	return sum
}

// procCPU is the CPU time process pid has used, from /proc.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name (which may hold spaces) start at
	// state; utime and stime are the 14th and 15th of the line.
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / 100 // USER_HZ
}
