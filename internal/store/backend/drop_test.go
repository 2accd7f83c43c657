package backend_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
)

func dropSchema(t *testing.T, url, schema string) {
	c, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	if _, err := c.Exec(context.Background(), `DROP SCHEMA `+pgx.Identifier{schema}.Sanitize()+` CASCADE`); err != nil {
		t.Fatal(err)
	}
}
