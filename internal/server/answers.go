package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strconv"
	"time"

	"herald/internal/game"
	"herald/internal/store"
)

// How the server answers: JSON, refusals with their status, and a plain
// 500 for a fault, whose detail goes to the server's log only.

// apiError is the body of every refusal.
type apiError struct {
	Status int    `json:"-"`
	Msg    string `json:"error"`
	Rule   string `json:"rule,omitempty"`
	// Problems are an uploaded scenario's mistakes, each at its line.
	Problems []Problem `json:"problems,omitempty"`
	// RetryAfter, if set, is sent as the Retry-After header.
	RetryAfter time.Duration `json:"-"`
}

func (e *apiError) Error() string { return e.Msg }

func errf(status int, format string, a ...any) *apiError {
	return &apiError{Status: status, Msg: fmt.Sprintf(format, a...)}
}

func (s *Server) logf(format string, a ...any) {
	if s.Log != nil {
		s.Log(format, a...)
		return
	}
	log.Printf(format, a...)
}

// recoverer turns a panic into a plain 500; the details go to the log only.
func (s *Server) recoverer(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.logf("herald serve: panic serving %s %s: %v", r.Method, r.URL.Path, v)
				writeJSON(w, http.StatusInternalServerError, &apiError{Msg: "internal error"})
			}
		}()
		h.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	// Compact, not indented: that halves the bytes a GET of a game
	// allocates (BenchmarkServeGetGame), and clients parse, not read.
	json.NewEncoder(w).Encode(v)
}

// fail answers with err: an *apiError as it is, a store error by kind, and
// anything else as a 500 whose detail stays in the server's log.
func (s *Server) fail(w http.ResponseWriter, err error) {
	var ae *apiError
	switch {
	case errors.As(err, &ae):
	case errors.Is(err, store.ErrNotFound):
		ae = errf(http.StatusNotFound, "no such game")
	case errors.Is(err, store.ErrConflict):
		ae = errf(http.StatusConflict, "another submission for this turn won; reload the game and decide again")
	default:
		s.logf("herald serve: %v", err)
		ae = errf(http.StatusInternalServerError, "internal error")
	}
	if ae.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(ae.RetryAfter.Round(time.Second)/time.Second)))
	}
	writeJSON(w, ae.Status, ae)
}

// decode reads a JSON body of at most MaxBody bytes into v.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	return decodeMax(w, r, v, MaxBody)
}

// decodeMax reads a JSON body of at most limit bytes into v.
func decodeMax(w http.ResponseWriter, r *http.Request, v any, limit int64) error {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errf(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", limit)
		}
		return errf(http.StatusBadRequest, "request body is not the JSON expected: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errf(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", limit)
		}
		return errf(http.StatusBadRequest, "request body has more after its JSON object")
	}
	return nil
}

// tooMuch is the 413 of a turn over the limits of game.ParseTurn, which
// the message names; nil for any other error.
func tooMuch(err error) *apiError {
	var long *game.OrderTextTooLong
	var many *game.TooManyOrders
	if errors.As(err, &long) || errors.As(err, &many) {
		return errf(http.StatusRequestEntityTooLarge, "orders: %v", err)
	}
	return nil
}

func asAPI(err error, ae **apiError) bool { return errors.As(err, ae) }

// storeStatus maps store errors a client may cause to a status.
func storeStatus(err error) (int, string) {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, "no such game"
	case errors.Is(err, store.ErrConflict):
		return http.StatusConflict, "another submission for this turn won; reload the game and decide again"
	}
	return 0, ""
}
