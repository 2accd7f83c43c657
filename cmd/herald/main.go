// Command herald is a referee for medieval man-to-man skirmish wargames.
//
// Each subcommand lives in its own file and registers itself in init, so a
// new tool is one new file.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"herald/internal/didyoumean"
)

// Exit codes shared by every subcommand.
const (
	exitOK    = 0 // success
	exitNo    = 1 // a rules or validation answer of "no"
	exitUsage = 2 // bad usage or bad input
)

// command is one herald subcommand.
type command struct {
	name    string
	summary string // one line for `herald help`
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("herald: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help", "-help":
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				return c.run([]string{"--help"}, stdout, stderr)
			}
		}
		usage(stdout)
		return exitOK
	case "version", "--version":
		fmt.Fprintln(stdout, "herald", version)
		return exitOK
	}
	c, ok := commands[name]
	if !ok {
		names := make([]string, 0, len(commands))
		for n := range commands {
			names = append(names, n)
		}
		fmt.Fprintf(stderr, "herald: unknown command %q%s\n\n", name, didyoumean.Hint(name, names))
		usage(stderr)
		return exitUsage
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "herald — a referee for medieval man-to-man skirmish wargames")
	fmt.Fprintln(w, "\nUsage: herald COMMAND [arguments]   (herald COMMAND --help for details)")
	fmt.Fprintln(w, "\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintf(w, "  %-12s %s\n", "version", "print herald's version")
}

// newFlags makes a FlagSet for a subcommand that writes its help to stderr
// (or stdout for an explicit --help) and never exits the process itself.
func newFlags(name, synopsis, description string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprintf(out, "Usage: herald %s %s\n\n", name, synopsis)
		if description != "" {
			fmt.Fprintln(out, strings.TrimSpace(description))
			fmt.Fprintln(out)
		}
		fmt.Fprintln(out, "Options:")
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args allowing flags after positional arguments
// ("herald los demo.yaml A1 C3 --json"). It returns the positional arguments
// and an exit code: -1 to go on, exitOK after --help, exitUsage on error.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) ([]string, int) {
	var pos []string
	rest := args
	// The flag package prints the usage itself on errors and --help; send
	// --help to stdout only once, and errors to stderr.
	errOut := fs.Output()
	usage := fs.Usage
	fs.Usage = func() {}
	defer func() { fs.Usage = usage }()
	for {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(stdout)
				usage()
				fs.SetOutput(errOut)
				return nil, exitOK
			}
			usage()
			return nil, exitUsage
		}
		rest = fs.Args()
		if len(rest) == 0 {
			return pos, -1
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), -1
		}
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
}

// fail prints a message for bad usage or input and returns exitUsage.
func fail(stderr io.Writer, format string, a ...any) int {
	fmt.Fprintf(stderr, "herald: "+format+"\n", a...)
	return exitUsage
}

// parseFlagsOnly parses the flags of a command that takes no other
// arguments and checks that the required flags were given; cmd is how the
// command is called in messages ("fire", "chainmail melee"). It returns an
// exit code, or -1 to go on.
func parseFlagsOnly(fs *flag.FlagSet, args []string, stdout, stderr io.Writer, cmd string, required ...string) int {
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) > 0 {
		return fail(stderr, "%s takes flags only, not %q", cmd, strings.Join(pos, " "))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var missing []string
	for _, n := range required {
		if !set[n] {
			missing = append(missing, "--"+n)
		}
	}
	if len(missing) > 0 {
		fs.Usage()
		return fail(stderr, "%s needs %s", cmd, strings.Join(missing, " and "))
	}
	return -1
}
