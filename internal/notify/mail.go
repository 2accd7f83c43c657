package notify

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/smtp"
	"net/textproto"
	"time"
)

// Mailer sends through one SMTP relay, without authentication: it is meant
// for a relay on the same machine or network (docs/api.md).
type Mailer struct {
	Addr string // host:port of the relay
	From string // the envelope and header sender
	// Timeout bounds one whole delivery; 0 means 30 seconds.
	Timeout time.Duration
}

// Send mails m to the address to. It uses STARTTLS when the relay offers it.
func (ml *Mailer) Send(ctx context.Context, to string, m *Message) error {
	msg, err := Compose(ml.From, to, m)
	if err != nil {
		return err
	}
	timeout := ml.Timeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	conn, err := (&net.Dialer{}).DialContext(ctx, "tcp", ml.Addr)
	if err != nil {
		return fmt.Errorf("smtp %s: %w", ml.Addr, err)
	}
	defer conn.Close()
	if d, ok := ctx.Deadline(); ok {
		conn.SetDeadline(d)
	}
	host, _, _ := net.SplitHostPort(ml.Addr)
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		return fmt.Errorf("smtp %s: %w", ml.Addr, err)
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok {
		if err := c.StartTLS(&tls.Config{ServerName: host}); err != nil {
			return fmt.Errorf("smtp %s: starttls: %w", ml.Addr, err)
		}
	}
	if err := c.Mail(ml.From); err != nil {
		return fmt.Errorf("smtp %s: MAIL FROM: %w", ml.Addr, err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("smtp %s: RCPT TO %s: %w", ml.Addr, to, err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", ml.Addr, err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", ml.Addr, err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", ml.Addr, err)
	}
	return c.Quit()
}

// Compose renders m as a MIME message: a text/plain part with the report
// and, when m has a map, the map as an image/svg+xml attachment.
func Compose(from, to string, m *Message) ([]byte, error) {
	if err := CheckEmail(from); err != nil {
		return nil, fmt.Errorf("sender: %w", err)
	}
	if err := CheckEmail(to); err != nil {
		return nil, err
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	var b [12]byte
	rand.Read(b[:])
	mw.SetBoundary("herald-" + hex.EncodeToString(b[:]))
	text, err := mw.CreatePart(textproto.MIMEHeader{
		"Content-Type":              {"text/plain; charset=utf-8"},
		"Content-Transfer-Encoding": {"quoted-printable"},
	})
	if err != nil {
		return nil, err
	}
	qp := quotedprintable.NewWriter(text)
	qp.Write([]byte(m.Text()))
	qp.Close()
	if len(m.Map) > 0 {
		att, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {`image/svg+xml; name="map.svg"`},
			"Content-Disposition":       {`attachment; filename="map.svg"`},
			"Content-Transfer-Encoding": {"base64"},
		})
		if err != nil {
			return nil, err
		}
		enc := base64.StdEncoding.EncodeToString(m.Map)
		for len(enc) > 76 {
			att.Write([]byte(enc[:76] + "\r\n"))
			enc = enc[76:]
		}
		att.Write([]byte(enc + "\r\n"))
	}
	mw.Close()
	var out bytes.Buffer
	h := func(k, v string) { fmt.Fprintf(&out, "%s: %s\r\n", k, v) }
	h("From", from)
	h("To", to)
	h("Subject", mime.QEncoding.Encode("utf-8", m.Subject()))
	h("Date", time.Now().UTC().Format(time.RFC1123Z))
	h("Message-ID", "<"+m.Delivery+"@herald>")
	h("MIME-Version", "1.0")
	h("Content-Type", `multipart/mixed; boundary="`+mw.Boundary()+`"`)
	out.WriteString("\r\n")
	out.Write(body.Bytes())
	return out.Bytes(), nil
}
