package notifytest

import (
	"encoding/base64"
	"strings"
)

func decode64(b []byte) ([]byte, error) {
	return base64.StdEncoding.DecodeString(strings.NewReplacer("\r", "", "\n", "").Replace(string(b)))
}
