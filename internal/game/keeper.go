package game

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"errors"
)

// BoxKeeper is the Keeper hosts use: secrets and boxes derived from a
// key the other sides do not know (the server's secret dice seed), with
// no randomness of its own, so a host's writes replay. at names the
// point of the log a submission comes at (the hash of its last line),
// so that every submission's secret differs even when its orders do not.
type BoxKeeper struct {
	key []byte
	at  string
}

// NewBoxKeeper is a keeper under key for a submission at at.
func NewBoxKeeper(key []byte, at string) *BoxKeeper {
	return &BoxKeeper{key: append([]byte(nil), key...), at: at}
}

func (k *BoxKeeper) mac(parts ...string) []byte {
	m := hmac.New(sha256.New, k.key)
	for _, p := range parts {
		m.Write([]byte(p))
		m.Write([]byte{0})
	}
	return m.Sum(nil)
}

// Secret is an HMAC of the submission under the key.
func (k *BoxKeeper) Secret(side, orders string) []byte {
	return k.mac("herald sealed secret", k.at, side, orders)
}

func (k *BoxKeeper) aead() (cipher.AEAD, error) {
	b, err := aes.NewCipher(k.mac("herald sealed box"))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

// Seal boxes plain for side with AES-GCM; the nonce leads the box.
func (k *BoxKeeper) Seal(side string, plain []byte) ([]byte, error) {
	g, err := k.aead()
	if err != nil {
		return nil, err
	}
	nonce := k.mac("herald sealed nonce", k.at, side)[:g.NonceSize()]
	return g.Seal(nonce, nonce, plain, []byte(side)), nil
}

// Open unboxes what Seal boxed for side under the same key.
func (k *BoxKeeper) Open(side string, box []byte) ([]byte, error) {
	g, err := k.aead()
	if err != nil {
		return nil, err
	}
	if len(box) < g.NonceSize() {
		return nil, errors.New("the box is too short")
	}
	return g.Open(nil, box[:g.NonceSize()], box[g.NonceSize():], []byte(side))
}
