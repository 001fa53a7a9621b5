"""Tests of the vending-machine tower physics."""
