package notify

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Header names of a webhook call.
const (
	// SignatureHeader carries "sha256=" and the hex HMAC-SHA-256 of the
	// body keyed with the side's webhook secret.
	SignatureHeader = "X-Herald-Signature"
	// DeliveryHeader repeats Message.Delivery, for dropping repeats.
	DeliveryHeader = "X-Herald-Delivery"
)

// Sign returns the SignatureHeader value for body.
func Sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// Verify checks a SignatureHeader value in constant time; receivers in Go
// may use it.
func Verify(secret string, body []byte, signature string) bool {
	return hmac.Equal([]byte(Sign(secret, body)), []byte(strings.TrimSpace(signature)))
}

// Post sends m as JSON to url, signed with secret. Any 2xx answer is
// delivered; anything else is an error to retry.
func Post(ctx context.Context, client *http.Client, url, secret string, m *Message) error {
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "herald-notify")
	req.Header.Set(SignatureHeader, Sign(secret, body))
	req.Header.Set(DeliveryHeader, m.Delivery)
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("webhook %s: answered %s", url, resp.Status)
	}
	return nil
}
