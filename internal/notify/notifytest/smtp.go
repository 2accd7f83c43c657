// Package notifytest is a tiny SMTP server for tests: it accepts every
// message and hands it over parsed, so a test checks what a player would
// find in the mailbox.
package notifytest

import (
	"bufio"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/mail"
	"net/textproto"
	"strings"
	"sync"
)

// Mail is one received message.
type Mail struct {
	From, To string // envelope
	Header   mail.Header
	Text     string            // the text/plain part, decoded
	Attached map[string][]byte // attachments by file name, decoded
	Raw      []byte            // the message as it came, headers and encoded parts
}

// SMTP is a listening server; Addr is its host:port.
type SMTP struct {
	Addr string
	// Mails receives each message after the client's QUIT or end of DATA.
	Mails chan Mail
	// Refuse, while it returns true, makes the server answer DATA with 451
	// (try again later), as a relay in trouble does.
	Refuse func() bool

	ln net.Listener
	wg sync.WaitGroup
}

// NewSMTP listens on a free loopback port.
func NewSMTP() (*SMTP, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &SMTP{Addr: ln.Addr().String(), Mails: make(chan Mail, 100), ln: ln}
	s.wg.Add(1)
	go s.serve()
	return s, nil
}

// Close stops listening and waits for open sessions.
func (s *SMTP) Close() {
	s.ln.Close()
	s.wg.Wait()
}

func (s *SMTP) serve() {
	defer s.wg.Done()
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			defer c.Close()
			s.session(textproto.NewConn(c))
		}()
	}
}

func (s *SMTP) session(tc *textproto.Conn) {
	tc.PrintfLine("220 notifytest ready")
	var m Mail
	for {
		line, err := tc.ReadLine()
		if err != nil {
			return
		}
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO", "HELO":
			tc.PrintfLine("250 notifytest")
		case "MAIL":
			m = Mail{From: addr(arg)}
			tc.PrintfLine("250 ok")
		case "RCPT":
			m.To = addr(arg)
			tc.PrintfLine("250 ok")
		case "DATA":
			if s.Refuse != nil && s.Refuse() {
				tc.PrintfLine("451 try again later")
				continue
			}
			tc.PrintfLine("354 go on")
			raw, err := tc.ReadDotBytes()
			if err != nil {
				return
			}
			if err := parse(&m, raw); err != nil {
				tc.PrintfLine("554 %v", err)
				continue
			}
			tc.PrintfLine("250 queued")
			s.Mails <- m
		case "RSET", "NOOP":
			tc.PrintfLine("250 ok")
		case "QUIT":
			tc.PrintfLine("221 bye")
			return
		default:
			tc.PrintfLine("502 not here")
		}
	}
}

func addr(arg string) string {
	_, a, _ := strings.Cut(arg, ":")
	return strings.Trim(strings.TrimSpace(a), "<>")
}

func parse(m *Mail, raw []byte) error {
	m.Raw = raw
	msg, err := mail.ReadMessage(bufio.NewReader(strings.NewReader(string(raw))))
	if err != nil {
		return err
	}
	m.Header = msg.Header
	m.Attached = map[string][]byte{}
	_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return err
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart() // decodes quoted-printable itself
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		data, err := io.ReadAll(p)
		if err != nil {
			return err
		}
		if name := p.FileName(); name != "" {
			if p.Header.Get("Content-Transfer-Encoding") == "base64" {
				data, err = decode64(data)
				if err != nil {
					return err
				}
			}
			m.Attached[name] = data
		} else {
			m.Text = string(data)
		}
	}
}
